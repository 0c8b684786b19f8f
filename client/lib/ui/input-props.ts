/** A table wider than the screen scrolls sideways in a focusable region (axe scrollable-region-focusable). */
export const SCROLL = { viewportProps: { tabIndex: 0 } };
/** A dollar amount in a NumberInput: 2 decimals, thousands separators, no spinner. */
export const MONEY = { prefix: '$', decimalScale: 2, thousandSeparator: ',', hideControls: true } as const;
/** MONEY for an amount that cannot be negative (a budget line, a commitment line, a bill). */
export const MONEY_UNSIGNED = { ...MONEY, allowNegative: false } as const;
