import { Badge, Box, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { MediaAssetView } from '@shared/contract/media';
import { DraftMark } from '../../drafts/DraftMark';
import { byteSize, typeLabel } from './media-format';
import { MediaThumb } from './MediaThumb';
import classes from './media.module.css';

const TILE_MIN_WIDTH = 176;
const ROW_HEIGHT = 214;
const THUMB_HEIGHT = 128;

export interface MediaGridProps {
  assets: MediaAssetView[];
  selected: ReadonlySet<string>;
  /** Files whose details hold a kept draft. */
  drafted: ReadonlySet<string>;
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onToggle: (id: string) => void;
  onOpen: (asset: MediaAssetView) => void;
  onEndReached: () => void;
  height: number | string;
}

export const needsAltText = (a: MediaAssetView) => a.kind === 'image' && !a.altText;

/**
 * The library as tiles, a virtualised grid: only the rows in view are in the page, so a library
 * of thousands scrolls as smoothly as one of ten. Arrows move, Enter opens the details, Space
 * selects; the grid keeps one tab stop (aria-activedescendant).
 */
export const MediaGrid = forwardRef<HTMLDivElement, MediaGridProps>(function MediaGrid(
  { assets, selected, drafted, activeIndex, onActiveIndex, onToggle, onOpen, onEndReached, height },
  forwarded,
) {
  const { ref: sizeRef, width } = useElementSize();
  const scrollRef = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(scrollRef, forwarded, sizeRef);
  const columns = Math.max(1, Math.floor((width || TILE_MIN_WIDTH) / TILE_MIN_WIDTH));
  const rows = Math.ceil(assets.length / columns);
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 2 });
  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (rows > 0 && lastRow >= rows - 2) onEndReached();
  }, [lastRow, rows, onEndReached]);
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(Math.floor(activeIndex / columns), { align: 'auto' });
  }, [activeIndex, columns, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    if (event.key in move) {
      event.preventDefault();
      const from = activeIndex < 0 ? 0 : activeIndex + move[event.key]!;
      onActiveIndex(Math.max(0, Math.min(assets.length - 1, from)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onActiveIndex(event.key === 'Home' ? 0 : assets.length - 1);
    } else if (event.key === 'Enter' && assets[activeIndex]) {
      event.preventDefault();
      onOpen(assets[activeIndex]);
    } else if (event.key === ' ' && assets[activeIndex]) {
      event.preventDefault();
      onToggle(assets[activeIndex].id);
    }
  };
  const onTileClick = (event: MouseEvent, index: number, asset: MediaAssetView) => {
    onActiveIndex(index);
    if (event.ctrlKey || event.metaKey) onToggle(asset.id);
    else onOpen(asset);
  };

  return (
    <div
      ref={ref}
      className={classes.grid}
      style={{ height }}
      role="grid"
      aria-label="Media library"
      aria-rowcount={rows}
      aria-colcount={columns}
      aria-multiselectable
      tabIndex={0}
      aria-activedescendant={assets[activeIndex] ? `media-tile-${assets[activeIndex].id}` : undefined}
      onKeyDown={onKeyDown}
      data-testid="media-grid"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) => (
          <div
            key={row.key}
            role="row"
            aria-rowindex={row.index + 1}
            className={classes.gridRow}
            style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {assets.slice(row.index * columns, row.index * columns + columns).map((asset, column) => {
              const index = row.index * columns + column;
              const isSelected = selected.has(asset.id);
              return (
                <div
                  key={asset.id}
                  id={`media-tile-${asset.id}`}
                  role="gridcell"
                  aria-selected={isSelected}
                  aria-colindex={column + 1}
                  className={classes.tile}
                  data-active={index === activeIndex || undefined}
                  data-selected={isSelected || undefined}
                  data-testid="media-tile"
                  onClick={(e) => onTileClick(e, index, asset)}
                >
                  <Box className={classes.thumb}>
                    <MediaThumb asset={asset} size={THUMB_HEIGHT} />
                    {needsAltText(asset) && (
                      <Badge size="xs" color="orange" variant="filled" className={classes.flag}>
                        No alt text
                      </Badge>
                    )}
                  </Box>
                  <Group gap={6} wrap="nowrap" mt={6} px={8}>
                    <Checkbox
                      size="xs"
                      tabIndex={-1}
                      checked={isSelected}
                      onChange={() => onToggle(asset.id)}
                      onClick={(e) => e.stopPropagation()}
                      aria-label={`Select ${asset.fileName}`}
                    />
                    <Tooltip label={asset.fileName} openDelay={500}>
                      <Text size="sm" truncate="end" fw={500} style={{ minWidth: 0 }}>
                        {asset.title || asset.fileName}
                      </Text>
                    </Tooltip>
                    {drafted.has(asset.id) && <DraftMark what="A draft of these details is kept" />}
                  </Group>
                  <Text size="xs" c="dimmed" truncate="end" px={8}>
                    {typeLabel(asset.contentType)} · {byteSize(asset.fileSize)}
                  </Text>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});
