/**
 * Flows are imported once per language (`application?lang=fr`, shared-domain/flows/in-language.ts);
 * only the browser builds compile a module per language. Jest loads the module itself, all texts.
 */
module.exports = (request, options) => options.defaultResolver(request.replace(/\?lang=(de|fr|it)$/, ''), options);
