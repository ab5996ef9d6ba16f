import { base, type IconProps } from './icons';

// The social networks' glyphs, apart from the shell's icons: only the footer shows them, and it loads later.
const SOCIAL_PATHS: Record<string, string> = {
  Facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H7v3h2v9h3v-9h2.5l.5-3h-3V6.8c0-.5.3-.8.8-.8H15V3z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 6.5h.01',
  LinkedIn:
    'M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.3-.1-2.9-1.9-2.9s-2.1 1.4-2.1 2.8V20h-3z',
};

export function SocialIcon({ network, ...props }: IconProps & { network: string }) {
  return (
    <svg {...base(props)}>
      <path d={SOCIAL_PATHS[network] ?? ''} />
    </svg>
  );
}
