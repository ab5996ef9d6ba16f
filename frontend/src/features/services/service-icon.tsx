import type { ReactNode, SVGProps } from 'react';
import type { ServiceIconName } from '../../content/services';

// Inline line icons in the style of components/icons.tsx: 24px grid, 2px round strokes.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...rest}
    >
      {children}
    </svg>
  );
}

const glyphs: Record<ServiceIconName, ReactNode> = {
  // Two adults and a child.
  family: (
    <>
      <circle cx="7" cy="6" r="2.5" />
      <circle cx="17" cy="6" r="2.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M3 20v-4a4 4 0 0 1 4-4h1M21 20v-4a4 4 0 0 0-4-4h-1M9 20v-2a3 3 0 0 1 6 0v2" />
    </>
  ),
  // A shield with a check: defense.
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.4-3.4 8.2-8 9-4.6-.8-8-4.6-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  // A public building with columns.
  landmark: (
    <>
      <path d="M12 3l9 5H3l9-5z" />
      <path d="M5 11v6M9.7 11v6M14.3 11v6M19 11v6M3 21h18M4 17.5h16" />
    </>
  ),
  // A contract with a signature line.
  contract: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
      <path d="M14 3v5h5M9 12h6M9 16h3" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18M11 13v2h2v-2" />
    </>
  ),
  car: (
    <>
      <path d="M5 18H4a1 1 0 0 1-1-1v-4l2-5a2 2 0 0 1 1.9-1.4h10.2A2 2 0 0 1 19 8l2 5v4a1 1 0 0 1-1 1h-1" />
      <path d="M3 13h18M9.5 18h5" />
      <circle cx="7.5" cy="18" r="2" />
      <circle cx="16.5" cy="18" r="2" />
    </>
  ),
};

export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  return <Svg {...props}>{glyphs[name]}</Svg>;
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}
