import type { FuseV1Config } from '@electron/fuses';

export declare const packagedFuses: FuseV1Config;
export interface PackContext {
  appOutDir: string;
  electronPlatformName: string;
  arch: number;
  packager: { executableName: string; appInfo: { productFilename: string } };
}
export declare function packedElectron(context: PackContext): string;
export declare function flipPackagedFuses(context: PackContext): Promise<void>;
