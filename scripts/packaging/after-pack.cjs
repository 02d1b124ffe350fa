// electron-builder's afterPack hook (it loads hooks with require): flips the fuses, see fuses.mjs.
module.exports = async function afterPack(context) {
  const { flipPackagedFuses } = await import('./fuses.mjs');
  await flipPackagedFuses(context);
};
