// Loaders of every namespace's JPN.json (one file per language because import.meta.glob takes literal patterns only).
import type { ResourceTree } from '../resources';

export default import.meta.glob<ResourceTree>('../locales/*/JPN.json', { import: 'default' });
