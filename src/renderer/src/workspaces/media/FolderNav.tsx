import { Badge, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import IconFolder from '@tabler/icons-react/dist/esm/icons/IconFolder.mjs';
import IconFolders from '@tabler/icons-react/dist/esm/icons/IconFolders.mjs';
import type { MediaFolderView } from '@shared/contract/media';
import type { AppError } from '@shared/errors';
import { NavButton } from '../../components/NavButton';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { FolderChoice } from './useLibrary';

const sameChoice = (a: FolderChoice, f: MediaFolderView | null) => {
  if (!f) return a === null;
  if (!a) return false;
  return 'folderId' in a ? a.folderId === f.folderId : a.folder === f.folder && !f.folderPath.includes('/');
};
export const choiceOf = (f: MediaFolderView): FolderChoice =>
  f.folderPath.includes('/') && f.folderId ? { folderId: f.folderId } : { folder: f.folder ?? f.folderPath };

/** The whole library, the five root folders, then the subfolders the assets reveal (row 141). */
export function FolderNav(props: {
  folders: MediaFolderView[];
  loading: boolean;
  error: AppError | null;
  value: FolderChoice;
  onChange: (c: FolderChoice) => void;
}) {
  return (
    <Stack gap={4} w={220} style={{ flexShrink: 0 }} component="nav" aria-label="Folders">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="xs">
        Folders
      </Text>
      <ProblemAlert error={props.error} />
      <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto">
        <NavButton label="All files" leftSection={<IconFolders size={16} />} active={props.value === null} onClick={() => props.onChange(null)} />
        {props.loading && <Skeleton h={120} />}
        {props.folders.map((f) => {
          const depth = f.folderPath.split('/').length - 1;
          return (
            <NavButton
              key={f.folderPath}
              label={f.folderPath.split('/').at(-1)}
              title={f.folderPath}
              leftSection={<IconFolder size={16} />}
              rightSection={
                <Badge size="xs" variant="light" color="gray" aria-label={`${f.assetCount} files`}>
                  {f.assetCount}
                </Badge>
              }
              pl={12 + depth * 14}
              active={sameChoice(props.value, f)}
              onClick={() => props.onChange(choiceOf(f))}
            />
          );
        })}
      </ScrollArea.Autosize>
    </Stack>
  );
}
