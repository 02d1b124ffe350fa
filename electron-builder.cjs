/**
 * Installers (`npm run dist`): Linux AppImage and deb, macOS dmg, Windows NSIS, built from the
 * electron-vite output in out/. Only the built app and its production dependencies are packed:
 * no sources, tests, benchmarks or source maps.
 * @type {import('electron-builder').Configuration}
 */
module.exports = {
  appId: 'com.quartermaster.desktop',
  productName: 'Quartermaster',
  copyright: 'Copyright © Quartermaster',
  directories: { output: 'dist', buildResources: 'resources' },
  files: [
    'package.json',
    'out/**/*',
    'resources/icon.png',
    '!out/**/*.map',
    '!out/renderer/.vite/**',
    '!**/node_modules/*/{test,tests,__tests__,example,examples,docs}/**',
  ],
  extraMetadata: { main: 'out/main/index.js' },
  asar: true,
  // The keychain module is native: rebuilt for the packaged Electron's platform and architecture,
  // and kept outside the archive because a .node file cannot be loaded from inside it.
  npmRebuild: true,
  asarUnpack: ['**/node_modules/keytar/**/*.node'],
  // 1024 x 1024 PNG, converted to .icns, .ico and the Linux sizes; rendered from resources/icon.svg.
  icon: 'resources/icon.png',
  // Flips Electron's fuses (no RunAsNode, NODE_OPTIONS or inspect arguments; asar integrity, load only from asar).
  afterPack: 'scripts/packaging/after-pack.cjs',
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    icon: 'resources/icon.png',
    maintainer: 'Quartermaster',
    synopsis: 'A desktop back office for companies that run their business on an ERP',
  },
  // keytar talks to the Secret Service through libsecret.
  deb: { depends: ['libsecret-1-0', 'libgtk-3-0', 'libnss3', 'libxss1', 'libasound2'] },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.business',
    icon: 'resources/icon.png',
    hardenedRuntime: true,
  },
  dmg: { title: 'Quartermaster ${version}' },
  win: { target: ['nsis'], icon: 'resources/icon.png' },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true, shortcutName: 'Quartermaster' },
};
