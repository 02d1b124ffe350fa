import type { LabelSize } from '@shared/domain/labels';
import { labelLines } from '@shared/domain/labels';
import { day } from '../format';
import type { DrawnLabel } from './label-images';
import classes from './labels.module.css';

/** One label as printed: the barcode, the item number in bold, then name, batch or serial and expiry. */
export function LabelView({ label, size, className }: { label: DrawnLabel; size: LabelSize; className?: string }) {
  const { width, height } = size.labelMm;
  const square = label.image.ok && label.image.twoDimensional;
  // Text scales with the label's height: 62x29 mm gets 2.6 mm type, 100x150 mm is capped at 6 mm.
  const fontMm = Math.min(6, Math.max(2.2, height / 11));
  return (
    <div
      className={`${classes.label} ${square ? classes.square : classes.linear} ${className ?? ''}`}
      style={{ width: `${width}mm`, height: `${height}mm`, fontSize: `${fontMm}mm` }}
      data-testid="label"
    >
      {label.image.ok && <img className={classes.barcode} src={label.image.src} alt={`Barcode of ${label.data.itemNumber}`} data-testid="label-barcode" />}
      <div className={classes.text}>
        <div className={classes.number}>{label.data.itemNumber}</div>
        {labelLines(label.data, day).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
    </div>
  );
}
