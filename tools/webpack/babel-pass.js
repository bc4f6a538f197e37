/**
 * A loader's Babel pass over one of our TypeScript sources, before swc compiles it: the given
 * plugins only (no config files), lines kept, no source maps of its own.
 */
const babel = require('@babel/core');

module.exports = function babelPass(loader, source, plugins) {
  const callback = loader.async();
  const tsx = /\.[jt]sx$/.test(loader.resourcePath);
  babel
    .transformAsync(source, {
      filename: loader.resourcePath,
      babelrc: false,
      configFile: false,
      sourceMaps: false,
      retainLines: true,
      parserOpts: { plugins: tsx ? ['typescript', 'jsx'] : ['typescript'] },
      plugins,
    })
    .then((result) => callback(null, result.code), callback);
};
