// Loaders of every namespace's THA.json (one file per language because import.meta.glob takes literal patterns only).
import type { ResourceTree } from '../resources';

export default import.meta.glob<ResourceTree>('../locales/*/THA.json', { import: 'default' });
