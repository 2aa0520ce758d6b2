/**
 * Reference coverage: the lists of what the reference must document are read from the installed type
 * declarations with the TypeScript compiler (never copied by hand), then every page of the mapping below
 * is read in both languages.
 *
 * - every option of `ModuleFederationPluginOptions` and of its nested configs (shared, remotes, exposes,
 *   dts with its generate and consume options, dev, manifest, experiments, bridge, async),
 * - every runtime hook (the members of each `PluginSystem<{...}>` in runtime-core),
 * - every export of `@module-federation/enhanced/runtime` (its re-export chain is followed by the
 *   checker) and the fields of the inline option objects its functions take (`loadRemote`'s
 *   `{ loadFactory, from }`),
 * - every error code of `@module-federation/error-codes`,
 *
 * must be documented on its page: named in inline code or in a heading, outside fenced code (a nested
 * option as its leaf or with its parents: `typesOnBuild`, `consumeTypes.typesOnBuild`). And a name that a
 * reference table on those pages lists in its first column must exist in the types (no phantoms).
 * Upgrading a package then shows exactly what the docs must follow.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { scanMdx } from '../../shared/mdx-scan';

// ---------------------------------------------------------------------------------------------------
// What the types say
// ---------------------------------------------------------------------------------------------------

export interface OptionFact {
  /** `['dts', 'consumeTypes', 'typesOnBuild']`; keys of index signatures (a `shared` entry's name) are left out. */
  path: string[];
}

export interface HookFact {
  name: string;
  /** The property holding the hook system: `hooks`, `loaderHook`, `bridgeHook`. */
  system: string;
  /** The declaration file, relative to the package: `dist/core.d.ts`. */
  file: string;
}

export interface ExportFact {
  kind: 'export' | 'export option';
  /** `loadRemote`, or `loadRemote(options.from)` for a field of an inline options object it takes. */
  label: string;
  /** The names that document it: `['loadRemote']`, `['from', 'options.from']`. */
  names: string[];
}

export interface TypeFacts {
  options: OptionFact[];
  /** String literal values the option types allow (`'version-first'`, `'web'`). */
  optionLiterals: Set<string>;
  hooks: HookFact[];
  /** String literal values that hook argument types allow (`errorLoadRemote`'s `lifecycle`: `'onLoad'`...). */
  hookLiterals: Set<string>;
  exports: ExportFact[];
  /** Every property, method, parameter and type parameter name declared in the runtime packages. */
  runtimeNames: Set<string>;
  errorCodes: string[];
  /** Installed versions, for messages and for the figures. */
  versions: Record<string, string>;
}

const projectRoot = join(__dirname, '../..');

/** `library` takes webpack's LibraryOptions: only the key itself belongs to our reference. */
const notDescended = new Set(['library']);

function packageDir(name: string): string {
  let dir = join(projectRoot, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${name} is not installed`);
  dir = dirname(join(dir, 'package.json'));
  return dir;
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  lib: ['lib.es5.d.ts'],
};

/** The declaration file a bare specifier resolves to, the way the samples' imports resolve. */
function resolveTypes(specifier: string): string {
  const resolved = ts.resolveModuleName(specifier, join(projectRoot, 'index.ts'), compilerOptions, ts.sys).resolvedModule;
  if (!resolved || !/\.d\.[mc]?ts$/.test(resolved.resolvedFileName)) throw new Error(`no type declarations for ${specifier}`);
  return resolved.resolvedFileName;
}

function isFromFederation(declaration: ts.Node | undefined): boolean {
  return !!declaration && isFederationFile(declaration.getSourceFile().fileName);
}

function moduleExports(checker: ts.TypeChecker, program: ts.Program, file: string): ts.Symbol[] {
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${file}`);
  return checker.getExportsOfModule(moduleSymbol);
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The object types inside an option's type that hold further options: union members, array elements
 * and index signature values are looked through; functions, primitives and types declared outside the
 * Module Federation packages (RegExp, webpack's, `Record<string, any>`) are not options.
 */
function configTypes(checker: ts.TypeChecker, type: ts.Type, literals: Set<string>, depth = 0): ts.Type[] {
  if (depth > 4) return [];
  if (type.isUnion()) return type.types.flatMap((member) => configTypes(checker, member, literals, depth + 1));
  if (type.isStringLiteral()) {
    literals.add(type.value);
    return [];
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    return element ? configTypes(checker, element, literals, depth + 1) : [];
  }
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return [];
  const declaration = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
  if (!isFromFederation(declaration)) return [];
  const found: ts.Type[] = [];
  const index = checker.getIndexInfosOfType(type);
  for (const info of index) found.push(...configTypes(checker, info.type, literals, depth + 1));
  if (type.getProperties().length > 0) found.push(type);
  return found;
}

function collectOptions(checker: ts.TypeChecker, type: ts.Type, path: string[], out: Map<string, OptionFact>, literals: Set<string>) {
  for (const property of checker.getPropertiesOfType(type)) {
    const optionPath = [...path, property.getName()];
    const key = optionPath.join('.');
    if (out.has(key)) continue;
    out.set(key, { path: optionPath });
    if (notDescended.has(key)) continue;
    const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    for (const nested of configTypes(checker, propertyType, literals)) collectOptions(checker, nested, optionPath, out, literals);
  }
}

/** The names of a `PluginSystem<{ ... }>` type literal, and the string literals its hook types allow. */
function hookSystems(source: ts.SourceFile, packageRoot: string, hooks: HookFact[], literals: Set<string>) {
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) &&
      node.type &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText(source) === 'PluginSystem' &&
      node.type.typeArguments?.length === 1 &&
      ts.isTypeLiteralNode(node.type.typeArguments[0])
    ) {
      const system = node.name.getText(source);
      for (const member of node.type.typeArguments[0].members) {
        if (member.name) {
          hooks.push({ name: member.name.getText(source), system, file: source.fileName.slice(packageRoot.length + 1) });
        }
      }
      const literal = (inner: ts.Node) => {
        if (ts.isLiteralTypeNode(inner) && ts.isStringLiteral(inner.literal)) literals.add(inner.literal.text);
        ts.forEachChild(inner, literal);
      };
      literal(node.type.typeArguments[0]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * The fields of an inline options object a runtime function takes: a parameter named `options` whose
 * type is an object literal written in the signature (`loadRemote(id, options?: { loadFactory, from })`,
 * `registerRemotes(remotes, options?: { force })`). Named option types (LoadShareExtraOptions) and
 * other parameters (`getRemoteEntry(params)`) are described with their function, not field by field.
 */
function inlineOptionFields(checker: ts.TypeChecker, symbol: ts.Symbol): { parameter: string; field: string }[] {
  const fields: { parameter: string; field: string }[] = [];
  const type = checker.getTypeOfSymbol(symbol);
  for (const signature of type.getCallSignatures()) {
    const parameters: { name: string; type: ts.Type }[] = [];
    for (const parameter of signature.getParameters()) {
      const parameterType = checker.getTypeOfSymbol(parameter);
      const declaration = parameter.valueDeclaration;
      if (declaration && ts.isParameter(declaration) && declaration.dotDotDotToken && checker.isTupleType(parameterType)) {
        // `...args: Parameters<ModuleFederation['loadRemote']>`: the tuple keeps the method's parameter names.
        const target = (parameterType as ts.TypeReference).target as ts.TupleType;
        checker.getTypeArguments(parameterType as ts.TypeReference).forEach((element, index) => {
          const label = target.labeledElementDeclarations?.[index]?.name;
          parameters.push({ name: label && ts.isIdentifier(label) ? label.text : `arg${index}`, type: element });
        });
      } else {
        parameters.push({ name: parameter.getName(), type: parameterType });
      }
    }
    for (const parameter of parameters.filter((candidate) => candidate.name === 'options')) {
      const objectType = checker.getNonNullableType(parameter.type);
      const members = objectType.isUnion() ? objectType.types : [objectType];
      for (const member of members) {
        const declaration = member.getSymbol()?.declarations?.[0];
        // Only object literals written in the signature itself (not a named type such as
        // LoadShareExtraOptions) are part of the function's own reference; `_`-prefixed fields are internal.
        if (!(member.flags & ts.TypeFlags.Object) || member.aliasSymbol || !declaration || !ts.isTypeLiteralNode(declaration)) continue;
        if (ts.isTypeAliasDeclaration(declaration.parent)) continue;
        for (const property of member.getProperties()) {
          if (!property.getName().startsWith('_')) fields.push({ parameter: parameter.name, field: property.getName() });
        }
      }
    }
  }
  return fields.filter((field, index) => fields.findIndex((other) => other.parameter === field.parameter && other.field === field.field) === index);
}

function declaredNames(source: ts.SourceFile, names: Set<string>) {
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertySignature(node) ||
        ts.isPropertyDeclaration(node) ||
        ts.isMethodSignature(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isTypeParameterDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isNamedTupleMember(node) ||
        ts.isGetAccessorDeclaration(node)) &&
      node.name &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * A compiler host that loads only the Module Federation packages' declarations (and the ES5 library):
 * imports of other packages (webpack, Node) stay unresolved, so the check reads a hundred small files
 * instead of webpack's and the DOM's typings. Their types are not options of ours anyway.
 */
function federationOnlyHost(): ts.CompilerHost {
  const host = ts.createCompilerHost(compilerOptions);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, options) =>
    literals.map((literal) => {
      const resolved = ts.resolveModuleName(literal.text, containingFile, options, host).resolvedModule;
      return { resolvedModule: resolved && isFederationFile(resolved.resolvedFileName) ? resolved : undefined };
    });
  return host;
}

function isFederationFile(file: string): boolean {
  return /[\\/]node_modules[\\/]@module-federation[\\/]/.test(file);
}

let cached: TypeFacts | null = null;

/** Reads the lists from the installed declarations (once per process). */
export function readTypeFacts(): TypeFacts {
  if (cached) return cached;
  const sdkEntry = resolveTypes('@module-federation/sdk');
  const runtimeEntry = resolveTypes('@module-federation/enhanced/runtime');
  const errorCodesEntry = resolveTypes('@module-federation/error-codes');
  const program = ts.createProgram({ rootNames: [sdkEntry, runtimeEntry, errorCodesEntry], options: compilerOptions, host: federationOnlyHost() });
  const checker = program.getTypeChecker();

  // Plugin options: `moduleFederationPlugin.ModuleFederationPluginOptions` of the sdk.
  const namespace = moduleExports(checker, program, sdkEntry).find((symbol) => symbol.getName() === 'moduleFederationPlugin');
  const optionsSymbol = namespace && checker.getExportsOfModule(resolveAlias(checker, namespace)).find((symbol) => symbol.getName() === 'ModuleFederationPluginOptions');
  if (!optionsSymbol) throw new Error('ModuleFederationPluginOptions not found in @module-federation/sdk');
  const options = new Map<string, OptionFact>();
  const optionLiterals = new Set<string>();
  collectOptions(checker, checker.getDeclaredTypeOfSymbol(resolveAlias(checker, optionsSymbol)), [], options, optionLiterals);

  // Hooks: every `PluginSystem<{...}>` property in runtime-core's declarations.
  const coreRoot = packageDir('@module-federation/runtime-core');
  const hooks: HookFact[] = [];
  const hookLiterals = new Set<string>();
  const runtimeNames = new Set<string>();
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    if (file.startsWith(coreRoot + '/')) hookSystems(source, coreRoot, hooks, hookLiterals);
    if (/[\\/]node_modules[\\/]@module-federation[\\/](runtime|runtime-core|runtime-tools|enhanced|sdk)[\\/]/.test(file)) declaredNames(source, runtimeNames);
  }

  // Runtime exports, through `@module-federation/enhanced/runtime` -> runtime-tools -> runtime.
  const exports: ExportFact[] = [];
  for (const symbol of moduleExports(checker, program, runtimeEntry)) {
    const name = symbol.getName();
    exports.push({ kind: 'export', label: name, names: [name] });
    runtimeNames.add(name);
    for (const { parameter, field } of inlineOptionFields(checker, resolveAlias(checker, symbol))) {
      exports.push({ kind: 'export option', label: `${name}(${parameter}.${field})`, names: [field, `${parameter}.${field}`] });
    }
  }

  // Error codes: the exported constants whose type is a code string (`'RUNTIME-001'`).
  const errorCodes: string[] = [];
  for (const symbol of moduleExports(checker, program, errorCodesEntry)) {
    const type = checker.getTypeOfSymbol(resolveAlias(checker, symbol));
    if (type.isStringLiteral() && /^[A-Z]+-\d{3}$/.test(type.value)) errorCodes.push(type.value);
  }

  cached = {
    options: [...options.values()],
    optionLiterals,
    hooks,
    hookLiterals,
    exports,
    runtimeNames,
    errorCodes: errorCodes.sort(),
    versions: Object.fromEntries(
      ['@module-federation/sdk', '@module-federation/runtime-core', '@module-federation/runtime', '@module-federation/error-codes'].map((name) => [name, packageVersion(name)]),
    ),
  };
  return cached;
}

// ---------------------------------------------------------------------------------------------------
// Where each name is documented
// ---------------------------------------------------------------------------------------------------

/** Top-level plugin options with a page of their own; every other top-level key (and its nested keys) is on configure/index. */
const optionPages: Record<string, string> = {
  name: 'configure/name.mdx',
  filename: 'configure/filename.mdx',
  remotes: 'configure/remotes.mdx',
  exposes: 'configure/exposes.mdx',
  shared: 'configure/shared.mdx',
  runtimePlugins: 'configure/runtimeplugins.mdx',
  getPublicPath: 'configure/getpublicpath.mdx',
  implementation: 'configure/implementation.mdx',
  dts: 'configure/dts.mdx',
  dev: 'configure/dev.mdx',
  manifest: 'configure/manifest.mdx',
  shareStrategy: 'configure/shareStrategy.mdx',
  experiments: 'configure/experiments.mdx',
};
export const optionsIndexPage = 'configure/index.mdx';
export const hooksPage = 'plugin/dev/hooks.mdx';
export const runtimePage = 'guide/basic/runtime.mdx';
/** The error catalog lists every code in one table. */
export const errorsPage = 'guide/basic/error-catalog.mdx';
/** Each code is explained on the troubleshooting page its printed link names: `RUNTIME-004` → guide/troubleshooting/runtime. */
export function pageOfErrorCode(code: string): string {
  return `guide/troubleshooting/${code.split('-')[0].toLowerCase()}.mdx`;
}

export function pageOfOption(path: string[]): string {
  return optionPages[path[0]] ?? optionsIndexPage;
}

/** What a reference table's first column may name on a page. */
type PageKind = 'options' | 'hooks' | 'runtime' | 'errors';

export interface RequiredItem {
  kind: 'option' | 'hook' | 'export' | 'export option' | 'error code';
  /** How the item is named in messages: `dts.consumeTypes.typesOnBuild`. */
  label: string;
  /** Any of these, in inline code or a heading, documents the item. */
  names: string[];
}

export interface CoveragePage {
  /** Relative to the language folder: `configure/shared.mdx`. */
  page: string;
  kind: PageKind;
  required: RequiredItem[];
  /** The option paths a table on this page may name (options pages). */
  optionPaths?: string[][];
}

/** Every dotted suffix of a path: `typesOnBuild`, `consumeTypes.typesOnBuild`, `dts.consumeTypes.typesOnBuild`. */
function suffixes(path: string[]): string[] {
  return path.map((_, index) => path.slice(index).join('.'));
}

/** The pages the check reads, with what each must document. */
export function coveragePages(facts: TypeFacts): CoveragePage[] {
  const pages = new Map<string, CoveragePage>();
  const page = (file: string, kind: PageKind) => {
    if (!pages.has(file)) pages.set(file, { page: file, kind, required: [], optionPaths: kind === 'options' ? [] : undefined });
    return pages.get(file) as CoveragePage;
  };
  for (const file of [optionsIndexPage, ...Object.values(optionPages)]) page(file, 'options');
  for (const option of facts.options) {
    const target = page(pageOfOption(option.path), 'options');
    target.required.push({ kind: 'option', label: option.path.join('.'), names: suffixes(option.path) });
    target.optionPaths?.push(option.path);
    // The overview table on configure/index lists every top-level key; its first column may name them all.
    if (target.page !== optionsIndexPage) page(optionsIndexPage, 'options').optionPaths?.push(option.path);
  }
  const hooks = page(hooksPage, 'hooks');
  for (const hook of facts.hooks) hooks.required.push({ kind: 'hook', label: hook.name, names: [hook.name] });
  const runtime = page(runtimePage, 'runtime');
  for (const item of facts.exports) runtime.required.push({ kind: item.kind, label: item.label, names: item.names });
  const errors = page(errorsPage, 'errors');
  for (const code of facts.errorCodes) {
    errors.required.push({ kind: 'error code', label: code, names: [code] });
    page(pageOfErrorCode(code), 'errors').required.push({ kind: 'error code', label: code, names: [code] });
  }
  return [...pages.values()];
}

// ---------------------------------------------------------------------------------------------------
// What a page says
// ---------------------------------------------------------------------------------------------------

const NAME = /[A-Za-z_$][\w$]*(?:-\d+)?(?:\.[A-Za-z_$][\w$]*)*/g;

/** The inline code spans of a line of Markdown (backtick runs of equal length, CommonMark style). */
export function inlineCode(line: string): string[] {
  const spans: string[] = [];
  for (const match of line.matchAll(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) spans.push(match[2].trim());
  return spans;
}

/** The cells of a table row, split on unescaped pipes. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|\s*$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Names in a headed text: dotted identifiers and codes (`RUNTIME-001`). */
function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((match) => match[0]);
}

export interface TableName {
  line: number;
  /** As written in the first column: `loadRemote`, `'onLoad'`, `options.from`. */
  name: string;
  quoted: boolean;
}

export interface PageScan {
  /** Every name in inline code or a heading (outside fenced code and frontmatter). */
  documented: Set<string>;
  /** The names in the first column of reference tables. */
  tableNames: TableName[];
  /** How many reference tables were read. */
  tables: number;
}

/**
 * Tables whose first column names options, fields, parameters, members, exports, hooks or codes (by
 * their header, in either language). Other tables (a `Type | Default` table, a `Situation | Pick` table)
 * hold types or prose in their first column.
 */
const NAME_HEADER =
  /^(options?|fields?|keys?|names?|propert(y|ies)|parameters?|members?|methods?|exports?|hooks?|steps?|codes?|选项|配置项|字段|键|名称|属性|参数|成员|方法|导出|钩子|阶段|步骤|错误码)$/i;

export function scanPage(source: string): PageScan {
  const documented = new Set<string>();
  const tableNames: TableName[] = [];
  let tables = 0;
  let frontmatter = false;
  let table: { header: string; checked: boolean; rows: number } | null = null;
  const lines = scanMdx(source);
  lines.forEach((entry, index) => {
    if (entry.kind !== 'text') {
      table = null;
      return;
    }
    const text = entry.text;
    if (index === 0 && text.trim() === '---') frontmatter = true;
    else if (frontmatter) {
      if (text.trim() === '---') frontmatter = false;
      return;
    }
    if (frontmatter) return;
    for (const span of inlineCode(text)) for (const name of namesIn(span)) documented.add(name);
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(text);
    if (heading) for (const name of namesIn(heading[1].replace(/\{#[^}]*\}\s*$/, ''))) documented.add(name);

    if (!/^\s*\|/.test(text)) {
      table = null;
      return;
    }
    if (!table) {
      const next = lines[index + 1];
      if (next && next.kind === 'text' && /^\s*\|?\s*:?-{3,}/.test(next.text)) {
        const header = cells(text)[0].replace(/[*_`]/g, '').trim();
        table = { header, checked: NAME_HEADER.test(header), rows: -1 };
        if (table.checked) tables += 1;
      }
      return;
    }
    const current: { header: string; checked: boolean; rows: number } = table;
    current.rows += 1;
    if (current.rows === 0 || !current.checked) return; // the separator row, or a table of types or prose
    for (const span of inlineCode(cells(text)[0] ?? '')) {
      const quoted = /^(['"]).*\1$/.test(span);
      const name = namesIn(quoted ? span.slice(1, -1) : span)[0];
      if (name) tableNames.push({ line: entry.line, name, quoted });
    }
  });
  return { documented, tableNames, tables };
}

// ---------------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------------

export interface CoverageProblem {
  kind: 'missing' | 'phantom' | 'no page';
  /** The page file from the project root: `docs/zh/configure/shared.mdx`. */
  file: string;
  line?: number;
  item: string;
  message: string;
}

function isContiguousRun(segments: string[], path: string[]): boolean {
  for (let start = 0; start + segments.length <= path.length; start += 1) {
    if (segments.every((segment, offset) => path[start + offset] === segment)) return true;
  }
  return false;
}

/** True when the types allow a name a table lists on this page. */
function existsInTypes(facts: TypeFacts, page: CoveragePage, entry: TableName): boolean {
  const segments = entry.name.split('.');
  switch (page.kind) {
    case 'options':
      if (entry.quoted) return facts.optionLiterals.has(entry.name);
      return (page.optionPaths ?? []).some((path) => isContiguousRun(segments, path));
    case 'hooks':
      if (entry.quoted) return facts.hookLiterals.has(entry.name);
      return facts.hooks.some((hook) => hook.name === entry.name);
    case 'runtime':
      return segments.every((segment) => facts.runtimeNames.has(segment));
    case 'errors':
      return facts.errorCodes.includes(entry.name);
  }
}

/** Checks one page in one language against what it must document and what its tables may name. */
export function checkPage(facts: TypeFacts, page: CoveragePage, file: string, source: string): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const scan = scanPage(source);
  for (const item of page.required) {
    if (item.names.some((name) => scan.documented.has(name))) continue;
    problems.push({
      kind: 'missing',
      file,
      item: item.label,
      message: `${file}: ${item.kind} \`${item.label}\` is not documented (name it as ${item.names.map((name) => `\`${name}\``).join(' or ')} in inline code or a heading)`,
    });
  }
  for (const entry of scan.tableNames) {
    if (existsInTypes(facts, page, entry)) continue;
    const what = page.kind === 'options' ? 'option' : page.kind === 'hooks' ? 'hook' : page.kind === 'errors' ? 'error code' : 'runtime name';
    const shown = entry.quoted ? `'${entry.name}'` : entry.name;
    problems.push({
      kind: 'phantom',
      file,
      line: entry.line,
      item: shown,
      message: `${file}:${entry.line}: a reference table names ${what} \`${shown}\`, which the installed types do not have`,
    });
  }
  return problems;
}

export type PageReader = (lang: 'en' | 'zh', page: string) => string | null;

/** Reads a page from docs/, or null when the file does not exist. */
export const readDocsPage: PageReader = (lang, page) => {
  const file = join(projectRoot, 'docs', lang, page);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

/** Checks every mapped page in both languages. */
export function checkCoverage(facts: TypeFacts = readTypeFacts(), read: PageReader = readDocsPage): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  for (const page of coveragePages(facts)) {
    for (const lang of ['en', 'zh'] as const) {
      const file = `docs/${lang}/${page.page}`;
      const source = read(lang, page.page);
      if (source === null) {
        problems.push({ kind: 'no page', file, item: page.page, message: `${file}: the page does not exist, so its ${page.required.length} names are undocumented` });
        continue;
      }
      problems.push(...checkPage(facts, page, file, source));
    }
  }
  return problems;
}
