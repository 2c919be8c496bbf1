// Loaders of every namespace's SPA.json (one file per language because import.meta.glob takes literal patterns only).
import type { ResourceTree } from '../resources';

export default import.meta.glob<ResourceTree>('../locales/*/SPA.json', { import: 'default' });
