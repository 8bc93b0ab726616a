import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { useEffect, useRef, type PointerEvent } from 'react';

/** A drawn signature (pointer: mouse, pen or finger); `onChange` gets a PNG data URL, or null once cleared. */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const c = canvas.current!;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d')!;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#12233d';
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d')!;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    drawn.current = true;
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current!;
    c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <div>
      <canvas ref={canvas} className="signature-pad" role="img" aria-label={t`Signature area: draw your signature`} data-testid="signature-pad"
        onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerLeave={up} />
      <Button type="button" variant="text" size="small" onClick={clear}>
        <Trans>Clear</Trans>
      </Button>
    </div>
  );
}
