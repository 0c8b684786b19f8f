import type { Cents } from '../../../domain/money';
import { amountInWords } from '../../../domain/payroll';

/** The check is drawn at 800 × 400 canvas pixels (spec part 2 §9) and scaled with CSS. */
export const CHECK_WIDTH = 800;
export const CHECK_HEIGHT = 400;

export type CheckData = {
  business: string;
  /** Shown top right, e.g. "Nov 28, 2026". */
  date: string;
  payee: string;
  amount: Cents;
  /** e.g. "$1,234.50". */
  amountText: string;
  memo: string;
};

const INK = '#1f2d3d';
const MUTED = '#5c6b7a';
const RULE = '#8a99a8';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';

/** Writes text no wider than maxWidth, shrinking the font from size down to 12 px when needed. */
function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  font: (px: number) => string,
  size: number,
) {
  let px = size;
  ctx.font = font(px);
  while (px > 12 && ctx.measureText(text).width > maxWidth) {
    px -= 1;
    ctx.font = font(px);
  }
  ctx.fillText(text, x, y, maxWidth);
}

function rule(ctx: CanvasRenderingContext2D, x1: number, x2: number, y: number) {
  ctx.beginPath();
  ctx.moveTo(x1, y);
  ctx.lineTo(x2, y);
  ctx.stroke();
}

/** Draws a personal-style check: business, date, payee, amount in figures and words, memo, signature line. */
export function drawCheck(ctx: CanvasRenderingContext2D, c: CheckData): void {
  const W = CHECK_WIDTH;
  const H = CHECK_HEIGHT;
  ctx.clearRect(0, 0, W, H);
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#eef6f0');
  bg.addColorStop(1, '#dcebe2');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = '#7fa58d';
  ctx.lineWidth = 3;
  ctx.strokeRect(8, 8, W - 16, H - 16);
  ctx.lineWidth = 1;
  ctx.strokeRect(16, 16, W - 32, H - 32);

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK;
  ctx.textAlign = 'left';
  ctx.font = `700 30px ${SANS}`;
  ctx.fillText(c.business, 40, 66);
  ctx.fillStyle = MUTED;
  ctx.font = `13px ${SANS}`;
  ctx.fillText('Payroll account', 40, 88);

  ctx.textAlign = 'right';
  ctx.font = `13px ${SANS}`;
  ctx.fillText('DATE', 600, 66);
  ctx.fillStyle = INK;
  ctx.font = `500 18px ${SANS}`;
  ctx.fillText(c.date, 760, 66);
  ctx.strokeStyle = RULE;
  rule(ctx, 615, 760, 72);

  // Payee line and the amount box.
  ctx.textAlign = 'left';
  ctx.fillStyle = MUTED;
  ctx.font = `12px ${SANS}`;
  ctx.fillText('PAY TO THE', 40, 142);
  ctx.fillText('ORDER OF', 40, 158);
  ctx.fillStyle = INK;
  fitText(ctx, c.payee, 130, 156, 440, (px) => `italic 600 ${px}px ${SERIF}`, 26);
  rule(ctx, 125, 580, 164);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(600, 124, 160, 46);
  ctx.lineWidth = 1;
  ctx.textAlign = 'right';
  fitText(ctx, c.amountText, 750, 156, 140, (px) => `700 ${px}px ${SANS}`, 24);

  // Amount in words.
  ctx.textAlign = 'left';
  ctx.fillStyle = INK;
  fitText(ctx, amountInWords(c.amount), 40, 222, 720, (px) => `italic ${px}px ${SERIF}`, 22);
  ctx.strokeStyle = RULE;
  rule(ctx, 40, 760, 230);

  // Memo and signature.
  ctx.fillStyle = MUTED;
  ctx.font = `12px ${SANS}`;
  ctx.fillText('MEMO', 40, 318);
  ctx.fillStyle = INK;
  fitText(ctx, c.memo, 90, 316, 320, (px) => `${px}px ${SANS}`, 16);
  rule(ctx, 85, 420, 324);
  rule(ctx, 480, 760, 324);
  ctx.fillStyle = MUTED;
  ctx.font = `12px ${SANS}`;
  ctx.textAlign = 'center';
  ctx.fillText('AUTHORIZED SIGNATURE', 620, 342);

  if (c.amount <= 0) {
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.rotate(-0.2);
    ctx.fillStyle = 'rgba(201, 42, 42, 0.35)';
    ctx.font = `800 72px ${SANS}`;
    ctx.fillText('NO PAY DUE', 0, 20);
    ctx.restore();
  }
}
