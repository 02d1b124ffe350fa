import { Center } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconMovie } from '@tabler/icons-react';
import type { MediaAssetView } from '@shared/contract/media';

/**
 * An asset's small picture. Images (SVG included) only ever through <img>: an SVG drawn as an
 * image cannot run script, whatever it carries. Video and PDF show their kind's icon.
 */
export function MediaThumb({ asset, size }: { asset: MediaAssetView; size: number }) {
  if (asset.kind === 'image' && asset.url) {
    return (
      <img
        src={asset.url}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        style={{ width: '100%', height: size, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  const Icon = asset.kind === 'video' ? IconMovie : asset.kind === 'pdf' ? IconFileTypePdf : IconFile;
  return (
    <Center h={size} c="dimmed" aria-hidden>
      <Icon size={Math.min(56, size / 2)} stroke={1.4} />
    </Center>
  );
}
