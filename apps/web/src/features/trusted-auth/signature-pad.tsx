import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad from 'signature_pad';
import styles from './trusted-auth.module.css';

export type SignaturePadHandle = {
  /** The drawing as a PNG data URL, or null while the pad is empty. */
  toDataUrl(): string | null;
  clear(): void;
};

/**
 * A hand-written signature (signature_pad: pointer events, smooth strokes, no framework of
 * its own, so nothing ties it to a React version). The canvas is sized to its box at the
 * device's pixel ratio, so strokes stay sharp; the drawing is sent as a PNG.
 */
export const SignaturePadField = forwardRef<SignaturePadHandle, { label: string; onChange?: (empty: boolean) => void }>(function SignaturePadField({ label, onChange }, ref) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = Math.max(canvas.offsetWidth, 300) * ratio;
    canvas.height = Math.max(canvas.offsetHeight, 150) * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#111827', minWidth: 1, maxWidth: 3 });
    const ended = () => changeRef.current?.(pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toDataUrl: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : null),
    clear: () => {
      padRef.current?.clear();
      changeRef.current?.(true);
    },
  }));

  return <canvas ref={canvasRef} className={styles.pad} role="img" aria-label={label} data-testid="signature-pad" />;
});
