import { Center } from '@mantine/core';
import IconFile from '@tabler/icons-react/dist/esm/icons/IconFile.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import IconPhotoOff from '@tabler/icons-react/dist/esm/icons/IconPhotoOff.mjs';
import { useState } from 'react';
import type { MediaAssetView } from '@shared/contract/media';
import { PDF_THUMBNAIL_MAX_BYTES } from './pdf-preview-plan';
import { usePdfFirstPage } from './usePdfFirstPage';
import classes from './media.module.css';

/** A small PDF's first page (the picture the details panel shows too); its icon meanwhile, or when it cannot be drawn. */
function PdfThumb({ asset, size }: { asset: MediaAssetView; size: number }) {
  const { drawn } = usePdfFirstPage(asset.channelCode, asset, PDF_THUMBNAIL_MAX_BYTES);
  if (!drawn.data) return <KindIcon asset={asset} size={size} />;
  return (
    <Center h={size}>
      <img src={drawn.data} alt="" draggable={false} data-testid="pdf-thumbnail" className={classes.pdfSheet} style={{ height: size - 12 }} />
    </Center>
  );
}

function KindIcon({ asset, size }: { asset: MediaAssetView; size: number }) {
  // An image the browser cannot draw (or no longer reach) shows a crossed-out picture, not a broken-image glyph.
  const Icon = asset.kind === 'image' ? IconPhotoOff : asset.kind === 'video' ? IconMovie : asset.kind === 'pdf' ? IconFileTypePdf : IconFile;
  return (
    <Center h={size} c="dimmed" aria-hidden>
      <Icon size={Math.min(56, size / 2)} stroke={1.4} />
    </Center>
  );
}

/**
 * An asset's small picture. Images (SVG included) only ever through <img>: an SVG drawn as an
 * image cannot run script, whatever it carries. A small PDF shows its first page; video its kind's icon.
 */
export function MediaThumb({ asset, size }: { asset: MediaAssetView; size: number }) {
  const [broken, setBroken] = useState(false);
  if (asset.kind === 'pdf') return <PdfThumb asset={asset} size={size} />;
  if (asset.kind === 'image' && asset.url && !broken) {
    return (
      <img
        src={asset.url}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setBroken(true)}
        style={{ width: '100%', height: size, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return <KindIcon asset={asset} size={size} />;
}
