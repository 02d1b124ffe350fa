/**
 * Icons are imported one file each (`@tabler/icons-react/dist/esm/icons/IconX.mjs`) so that no
 * chunk, and no dev-server start, pulls in the whole set; the package types only its index.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';

  const icon: TablerIcon;
  export default icon;
}
