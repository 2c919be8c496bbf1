// Loaders of every namespace's VIE.json (one file per language: import.meta.glob takes literal patterns only).
// The base namespaces and the match list's own ride in this chunk, so the list gets all its text in one round
// trip (see ARCHITECTURE.md, bundle map).
import { withLoaded, type ResourceTree } from '../resources';

export default withLoaded(
  import.meta.glob<ResourceTree>(['../locales/*/VIE.json', '!../locales/{common,errors,rules,matches}/VIE.json'], {
    import: 'default',
  }),
  import.meta.glob<ResourceTree>('../locales/{common,errors,rules,matches}/VIE.json', {
    import: 'default',
    eager: true,
  }),
);
