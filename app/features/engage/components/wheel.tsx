import { forwardRef } from 'react';

const R = 100;
const point = (deg: number, r = R) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
};

/** Letters a slice holds on one line at the wheel's type size (a slice is about 80 units long). */
const LINE = 12;

/**
 * A line's length in Latin letters, roughly: UTF-16 units, so a Devanagari syllable counts its vowel
 * signs and conjuncts too, as its wider glyphs need.
 */
const letters = (text: string) => text.length;

/**
 * A prize's label as the lines a slice shows and their type size: a long label breaks at the space
 * nearest its middle onto two lines, a word longer than a line gets smaller type; never cut.
 */
export function sliceLines(label: string, size: number): { lines: string[]; size: number } {
  let lines = [label];
  if (letters(label) > LINE && label.includes(' ')) {
    const middle = label.length / 2;
    let at = -1;
    for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1)) if (at === -1 || Math.abs(i - middle) < Math.abs(at - middle)) at = i;
    lines = [label.slice(0, at), label.slice(at + 1)];
  }
  const longest = Math.max(...lines.map(letters));
  return { lines, size: longest > LINE ? (size * LINE) / longest : size };
}

/**
 * The wheel as SVG: equal slices clockwise from the top, alternating theme fills, each labelled.
 * The rotating group is the ref: the spin view turns it frame by frame.
 */
export const Wheel = forwardRef<SVGGElement, { labels: string[]; highlight: number | null }>(function Wheel({ labels, highlight }, ref) {
  const n = labels.length;
  const s = 360 / n;
  return (
    <svg viewBox="-110 -118 220 228" className="mx-auto block w-full max-w-[22rem]" aria-hidden="true" focusable="false">
      <g ref={ref} style={{ transformOrigin: '0px 0px' }}>
        {labels.map((label, i) => {
          const from = i * s;
          const to = from + s;
          const mid = from + s / 2;
          const fill = highlight === i ? 'fill-success' : i % 2 ? 'fill-surface-2' : 'fill-accent';
          const text = highlight === i ? 'fill-bg' : i % 2 ? 'fill-text' : 'fill-accent-text';
          // As large as a slice's length allows (the prize table beside the wheel lists each prize in full).
          const { lines, size } = sliceLines(label, n > 8 ? 8 : 9.5);
          return (
            <g key={i}>
              <path d={`M0 0 L${point(from)} A${R} ${R} 0 0 1 ${point(to)} Z`} className={`${fill} stroke-border`} strokeWidth="1" />
              <text
                transform={`rotate(${mid}) translate(0 ${-R * 0.56}) rotate(${mid > 180 ? 90 : -90})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className={`${text} font-bold`}
                style={{ fontSize: size }}
              >
                {lines.map((line, j) => (
                  // Two lines sit either side of the slice's middle.
                  <tspan key={j} x="0" dy={j ? '1.1em' : lines.length > 1 ? '-0.55em' : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <circle r="14" className="fill-surface stroke-border" strokeWidth="2" />
      </g>
      {/* The pointer, fixed at the top. */}
      <path d="M0 -96 L-9 -116 L9 -116 Z" className="fill-text stroke-bg" strokeWidth="1.5" />
    </svg>
  );
});
