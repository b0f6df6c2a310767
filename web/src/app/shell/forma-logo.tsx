/** The default Forma wordmark: a rounded mark with a stylised F, and the name. */
export function FormaLogo({ height = 30 }: { height?: number }) {
  return (
    <svg
      height={height}
      viewBox="0 0 132 32"
      role="img"
      aria-label="Forma"
      style={{ display: 'block' }}
    >
      <rect x="0" y="0" width="32" height="32" rx="9" fill="var(--forma-primary, #389840)" />
      <path
        d="M11 24V9.5c0-.8.7-1.5 1.5-1.5H22a1.75 1.75 0 0 1 0 3.5h-7.5v3.75H20a1.75 1.75 0 0 1 0 3.5h-5.5V24a1.75 1.75 0 0 1-3.5 0Z"
        fill="var(--forma-primary-contrast, #ffffff)"
      />
      <text
        x="41"
        y="23.5"
        fontFamily="Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
        fill="var(--forma-secondary-contrast, #22242f)"
      >
        forma
      </text>
    </svg>
  );
}
