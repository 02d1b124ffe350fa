import { Center } from '@mantine/core';
import IconFile from '@tabler/icons-react/dist/esm/icons/IconFile.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import IconPhotoOff from '@tabler/icons-react/dist/esm/icons/IconPhotoOff.mjs';
import { useState } from 'react';
import type { MediaAssetView } from '@shared/contract/media';

/**
 * An asset's small picture. Images (SVG included) only ever through <img>: an SVG drawn as an
 * image cannot run script, whatever it carries. Video and PDF show their kind's icon.
 */
export function MediaThumb({ asset, size }: { asset: MediaAssetView; size: number }) {
  const [broken, setBroken] = useState(false);
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
  // An image the browser cannot draw (or no longer reach) shows a crossed-out picture, not a broken-image glyph.
  const Icon = asset.kind === 'image' ? IconPhotoOff : asset.kind === 'video' ? IconMovie : asset.kind === 'pdf' ? IconFileTypePdf : IconFile;
  return (
    <Center h={size} c="dimmed" aria-hidden>
      <Icon size={Math.min(56, size / 2)} stroke={1.4} />
    </Center>
  );
}
