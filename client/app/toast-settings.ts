/** Spec part 1 §9: at most 1 toast at a time, shown for 5000 ms, at most 420 px wide; top centre keeps dialog buttons and close icons clear. */
export const TOASTS = { limit: 1, autoClose: 5000, containerWidth: 420, position: 'top-center' } as const;
