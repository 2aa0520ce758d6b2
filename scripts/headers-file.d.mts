export interface HeaderRule {
  pattern: string;
  matcher: RegExp;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string>;
