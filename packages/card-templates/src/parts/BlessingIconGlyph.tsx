import type { BlessingIcon } from '@inkcard/card-engine';

const PATHS: Record<BlessingIcon, string> = {
  gift: 'M4 11 H20 V21 H4 Z M2 7 H22 V11 H2 Z M12 7 V21 M12 7 C 9 2 4 3 6 6 C 7 7 10 7 12 7 C 14 7 17 7 18 6 C 20 3 15 2 12 7',
  heart:
    'M12 21 C 5 15 2 12 2 8 C 2 5 4.5 3 7 3 C 9 3 11 4.5 12 6 C 13 4.5 15 3 17 3 C 19.5 3 22 5 22 8 C 22 12 19 15 12 21 Z',
  star: 'M12 2 L15 9 L22 9.3 L16.5 14 L18.5 21 L12 17 L5.5 21 L7.5 14 L2 9.3 L9 9 Z',
  moon: 'M15 3 A 9 9 0 1 0 21 15 A 7 7 0 1 1 15 3 Z',
  sun: 'M12 7 A 5 5 0 1 1 12 17 A 5 5 0 1 1 12 7 Z M12 1 V4 M12 20 V23 M1 12 H4 M20 12 H23 M4.2 4.2 L6.3 6.3 M17.7 17.7 L19.8 19.8 M4.2 19.8 L6.3 17.7 M17.7 6.3 L19.8 4.2',
  flower:
    'M12 9 C 12 4 17 4 16 8 C 20 7 21 12 16 12 C 21 12 20 17 16 16 C 17 20 12 20 12 15 C 12 20 7 20 8 16 C 4 17 3 12 8 12 C 3 12 4 7 8 8 C 7 4 12 4 12 9 Z M12 10.5 A 1.5 1.5 0 1 1 12 13.5 A 1.5 1.5 0 1 1 12 10.5',
  lantern:
    'M9 2 H15 M12 2 V4 M7 6 C 7 4 17 4 17 6 C 20 9 20 15 17 18 C 17 20 7 20 7 18 C 4 15 4 9 7 6 Z M12 4 V20 M9 5 C 7 10 7 14 9 19 M15 5 C 17 10 17 14 15 19 M12 20 V23 M10 23 H14',
  cake: 'M4 12 H20 V21 H4 Z M6 8 H18 V12 H6 Z M4 16 C 6 18 8 14 10 16 C 12 18 14 14 16 16 C 18 18 19 15 20 16 M9 4 V8 M15 4 V8 M12 3 V8',
  tree: 'M12 2 L6 10 H9 L4 16 H10 V21 H14 V16 H20 L15 10 H18 Z',
  bell: 'M12 3 C 8 3 6 6 6 10 V15 L4 18 H20 L18 15 V10 C 18 6 16 3 12 3 Z M10 20 C 10 22 14 22 14 20 M12 1 V3',
};

/**
 * A creative-blessing icon drawn as inline SVG (no icon font, so the export always embeds it).
 * @param props - icon id, colour and size in px
 * @returns the SVG
 */
export function BlessingIconGlyph({ icon, color, size }: { icon: BlessingIcon; color: string; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      data-icon={icon}
    >
      <path d={PATHS[icon] ?? PATHS.gift} />
    </svg>
  );
}
