import { currentLang, type Lang } from '@portal/shared-domain';
import type { Flow } from '@portal/shared-domain/wizard-core';

type FlowModule = Record<string, Flow>;

/**
 * One flow's loader: the flow in a language, downloaded with that language's texts only. Each
 * import names its module with `?lang=`, which the browser builds compile for that language
 * (tools/webpack/flow-language-loader.js); the server's build and Jest load the module itself,
 * with all its texts. Without a language, the page's.
 */
export function inLanguage(imports: Record<Lang, () => Promise<FlowModule>>, name: string): (lang?: Lang) => Promise<Flow> {
  return (lang = currentLang.get()) => imports[lang]().then((module) => module[name]);
}
