// Loaders of every namespace's THA.json (one file per language because import.meta.glob takes literal patterns
// only). The base namespaces every element needs (BASE_NAMESPACES) and the match list's own ride in this chunk:
// the list, the element most pages show, gets all its text in one round trip (in traces the second request
// left 50 to 100 ms after the first); other elements download its 0.6 to 0.9 KB gzip unused.
import { withLoaded, type ResourceTree } from '../resources';

export default withLoaded(
  import.meta.glob<ResourceTree>(['../locales/*/THA.json', '!../locales/{common,errors,rules,matches}/THA.json'], { import: 'default' }),
  import.meta.glob<ResourceTree>('../locales/{common,errors,rules,matches}/THA.json', { import: 'default', eager: true }),
);
