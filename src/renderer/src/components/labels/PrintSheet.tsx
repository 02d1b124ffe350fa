import { Portal } from '@mantine/core';
import { labelPages, type LabelSize } from '@shared/domain/labels';
import type { DrawnLabel } from './label-images';
import { LabelView } from './LabelView';
import classes from './labels.module.css';

/**
 * The labels laid out on pages of the chosen size, portalled to the body where the print
 * stylesheet shows them alone: the browser's print and Electron's webContents.print both print
 * the window as it looks for print.
 */
export function PrintSheet({ labels, size }: { labels: readonly DrawnLabel[]; size: LabelSize }) {
  const { pageMm, labelMm, grid } = size;
  return (
    <Portal className={classes.sheet} reuseTargetNode={false}>
      <div data-testid="print-sheet">
        <style>{`@page { size: ${pageMm.width}mm ${pageMm.height}mm; margin: 0; }`}</style>
        {labelPages(labels, size).map((page, i) => (
          <div
            key={i}
            className={classes.page}
            style={{
              width: `${pageMm.width}mm`,
              height: `${pageMm.height}mm`,
              gridTemplateColumns: `repeat(${grid.columns}, ${labelMm.width}mm)`,
              gridAutoRows: `${labelMm.height}mm`,
              // A sheet's labels sit centred on the page, as the label stock is cut.
              alignContent: 'center',
              justifyContent: 'center',
            }}
          >
            {page.map((label) => (
              <LabelView key={label.key} label={label} size={size} />
            ))}
          </div>
        ))}
      </div>
    </Portal>
  );
}
