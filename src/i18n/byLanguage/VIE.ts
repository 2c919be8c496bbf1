// Loaders of every namespace's VIE.json (one file per language because import.meta.glob takes literal patterns only).
import type { ResourceTree } from '../resources';

export default import.meta.glob<ResourceTree>('../locales/*/VIE.json', { import: 'default' });
