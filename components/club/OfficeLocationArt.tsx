/** `label` names the drawing; without one it is decorative (behind a control that already says what it is). */
type OfficeLocationArtProps = { label?: string; className?: string };

/**
 * A drawn location card for the club office (contour lines and a pin), not a real map: the footer
 * shows it, and the map facade shows it until a visitor asks for the real map.
 */
export function OfficeLocationArt({ label, className }: OfficeLocationArtProps) {
  return (
    <svg
      viewBox="0 0 320 140"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <rect width="320" height="140" fill="#13315c" />
      <g fill="none" stroke="#8fb3de" strokeOpacity="0.35" strokeWidth="1.2">
        <path d="M-10 110c60-30 110 10 170-20s110-40 170-10" />
        <path d="M-10 90c50-25 100 5 160-18s120-45 180-12" />
        <path d="M-10 70c45-20 95 0 150-15s125-45 190-15" />
        <path d="M-10 50c40-15 90-5 140-12s130-40 200-16" />
        <path d="M-10 30c40-10 80-8 130-10s140-30 210-16" />
      </g>
      <path d="M0 126h320" stroke="#f5b942" strokeOpacity="0.5" strokeWidth="3" strokeDasharray="10 6" />
      <g transform="translate(160 34)">
        <path d="M0 64C-4 48-22 34-22 18a22 22 0 1 1 44 0c0 16-18 30-22 46Z" fill="#f5b942" />
        <circle cy="18" r="8" fill="#0b1f3a" />
      </g>
    </svg>
  );
}
