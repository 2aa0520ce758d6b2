/**
 * Our own navbar glyphs on a 24 px grid. Social marks are simplified drawings of our own that read as
 * the service (a cat head for GitHub, a game-pad face for Discord), not the services' official artwork.
 */
interface IconProps {
  className?: string;
  size?: number;
}

function Svg({ className, size = 20, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Svg size={12} {...props}>
      <path d="M9 5h10v10M19 5 6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="1.7">
        <circle cx="12" cy="12" r="8.5" />
        <path d="M3.5 12h17M12 3.5c2.4 2.5 3.6 5.3 3.6 8.5s-1.2 6-3.6 8.5c-2.4-2.5-3.6-5.3-3.6-8.5s1.2-6 3.6-8.5Z" />
      </g>
    </Svg>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="currentColor">
        <circle cx="5.5" cy="12" r="1.8" />
        <circle cx="12" cy="12" r="1.8" />
        <circle cx="18.5" cy="12" r="1.8" />
      </g>
    </Svg>
  );
}

export function GithubIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <path d="M7.2 10.2 7.6 5.6l3 2.1a7.2 7.2 0 0 1 2.8 0l3-2.1.4 4.6c.8 1 1.1 2 1.1 3.1 0 3-2.4 4.6-5.9 4.6s-5.9-1.6-5.9-4.6c0-1.1.3-2.1 1.1-3.1Z" />
        <path d="M10.3 17.4v3.1M13.7 17.4v3.1M10.3 19c-2.6.5-3.8-.6-4.6-2.2" />
      </g>
      <g fill="currentColor">
        <circle cx="9.9" cy="12.6" r="0.95" />
        <circle cx="14.1" cy="12.6" r="0.95" />
      </g>
    </Svg>
  );
}

export function DiscordIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        fill="currentColor"
        d="M6.4 6.3c1.7-.9 3.5-1.3 5.6-1.3s3.9.4 5.6 1.3c1.9 2.7 2.8 5.8 2.6 9.4-1.5 1.2-3.1 2-4.8 2.4l-1-1.6a11 11 0 0 1-4.8 0l-1 1.6c-1.7-.4-3.3-1.2-4.8-2.4-.2-3.6.7-6.7 2.6-9.4Zm2.1 6.4a1.5 1.6 0 1 0 3 0 1.5 1.6 0 1 0-3 0Zm4 0a1.5 1.6 0 1 0 3 0 1.5 1.6 0 1 0-3 0Z"
      />
    </Svg>
  );
}

export function LinkIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </Svg>
  );
}
