import { createSpotlight } from '@mantine/spotlight';

/** The command palette's own store: the palette reads its selection to announce it. */
export const [paletteStore, palette] = createSpotlight();
