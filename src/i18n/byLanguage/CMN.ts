// Loaders of every namespace's CMN.json (one file per language because import.meta.glob takes literal patterns
// only). The base namespaces every element needs (BASE_NAMESPACES) ride in this chunk: no second round trip.
import { withLoaded, type ResourceTree } from '../resources';

export default withLoaded(
  import.meta.glob<ResourceTree>(['../locales/*/CMN.json', '!../locales/{common,errors,rules}/CMN.json'], { import: 'default' }),
  import.meta.glob<ResourceTree>('../locales/{common,errors,rules}/CMN.json', { import: 'default', eager: true }),
);
