import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/**
 * The packaged app's Electron fuses: it cannot be run as plain Node, takes no NODE_OPTIONS and
 * no inspector arguments, checks its asar archive's integrity and loads the app only from it.
 */
export const packagedFuses = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** The Electron executable electron-builder just laid out (the .app bundle on macOS). */
export function packedElectron(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return join(appOutDir, `${packager.appInfo.productFilename}.app`);
  if (electronPlatformName === 'win32') return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
  return join(appOutDir, packager.executableName);
}

export async function flipPackagedFuses(context) {
  const isMac = context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas';
  // On Apple silicon an edited binary must be re-signed (ad hoc) or it will not start.
  await flipFuses(packedElectron(context), { ...packagedFuses, resetAdHocDarwinSignature: isMac });
}
