import { useEffect, useRef } from 'react';
import { dollarsToCents } from '../../../domain/money';
import { formatDate, formatMoney } from '../../lib/format';
import { CHECK_HEIGHT, CHECK_WIDTH, drawCheck } from './draw-check';

type CheckCanvasProps = {
  payee: string;
  /** Net pay in dollars. */
  amount: number;
  /** The check's date, 'YYYY-MM-DD'. */
  date: string;
  memo: string;
  /** Receives the canvas so Print can copy it as an image. */
  canvasRef?: React.RefObject<HTMLCanvasElement | null>;
};

/** The pay check, drawn on an 800 × 400 canvas and scaled down with CSS to fit dialogs and phones. */
export function CheckCanvas({ payee, amount, date, memo, canvasRef }: CheckCanvasProps) {
  const own = useRef<HTMLCanvasElement | null>(null);
  const ref = canvasRef ?? own;
  const amountText = formatMoney(amount);

  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    drawCheck(ctx, { business: 'Plumbline', date: formatDate(date), payee, amount: dollarsToCents(amount), amountText, memo });
  }, [ref, payee, amount, amountText, date, memo]);

  return (
    <canvas
      ref={ref}
      width={CHECK_WIDTH}
      height={CHECK_HEIGHT}
      role="img"
      aria-label={`Check to ${payee} for ${amountText}`}
      style={{
        width: '100%',
        maxWidth: CHECK_WIDTH,
        height: 'auto',
        display: 'block',
        borderRadius: 4,
        boxShadow: '0 1px 4px rgba(0,0,0,0.15)',
      }}
    />
  );
}
