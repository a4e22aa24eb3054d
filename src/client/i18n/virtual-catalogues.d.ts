/** The app's catalogues by language and group (src/build/lingui-catalogues.ts, decision 453). */
declare module 'virtual:tsuzuki-catalogues' {
  import type { Messages } from '@lingui/core';

  type GroupFiles = Partial<Record<string, () => Promise<Messages>>>;
  const catalogues: Partial<Record<string, () => Promise<GroupFiles>>>;
  export default catalogues;
}
