/** One line item of an approval PDF, as the profitability analysis reads it. */
export const item = (description: string, quantity: number | null, unit: string | null, unitPrice: number | null, totalPrice: number) => ({
  description,
  quantity,
  unit,
  unitPrice,
  totalPrice,
});
