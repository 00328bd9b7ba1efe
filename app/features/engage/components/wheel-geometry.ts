/**
 * The wheel's arithmetic: slices of equal size clockwise from the top, the pointer at
 * the top. A rotation θ (clockwise, degrees) shows under the pointer the point at -θ of the wheel.
 */
export const sliceAngle = (slices: number) => 360 / slices;

/**
 * The rotation that ends a spin inside slice `index`, never on a border: a point between 20 % and
 * 80 % of the slice, at least `minTurns` full turns past `from`.
 */
export function landingRotation(from: number, index: number, slices: number, minTurns = 3, jitter = Math.random()) {
  const s = sliceAngle(slices);
  const point = index * s + s * (0.2 + 0.6 * Math.min(1, Math.max(0, jitter)));
  const target = (((360 - point) % 360) + 360) % 360;
  const base = from + minTurns * 360;
  const delta = (((target - base) % 360) + 360) % 360;
  return base + delta;
}

/** The slice under the pointer at rotation θ. */
export function sliceAt(rotation: number, slices: number) {
  const a = ((-rotation % 360) + 360) % 360;
  return Math.floor(a / sliceAngle(slices));
}
