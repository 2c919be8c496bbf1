// Loaders of every namespace's SAU.json (one file per language because import.meta.glob takes literal patterns only).
import type { ResourceTree } from '../resources';

export default import.meta.glob<ResourceTree>('../locales/*/SAU.json', { import: 'default' });
