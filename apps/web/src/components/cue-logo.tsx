/** The Cue mark: a speech-like "C" with a dot, in the primary colour. Decorative by default. */
export function CueLogo({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="var(--mantine-primary-color-filled)" />
      <path d="M42 22a14 14 0 1 0 0 20" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="46" cy="32" r="4" fill="#fff" />
    </svg>
  );
}
