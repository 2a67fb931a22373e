import type { Edition } from '@/lib/edition';
import { recordFileSchemas, recordSources, SITE_URL } from '@/lib/content';
import { BASE_LANG, langs } from '@/lib/i18n/lang';
import { schemaParts } from '@/lib/schema/text';
import { DecapFieldWalk, type DecapField, type FieldVocabulary } from './fields';
import { editorCollections, editorFiles, type EditorCollection, type EditorFile } from './collections';

/**
 * The configuration of the club's editor (Decap CMS at /admin/), generated from the records'
 * schemas and the edition's words, one per language of its interface: every record kind the club
 * edits, every field with its label, help, checks and translation rule, and where the editor saves
 * (a branch and pull request per change on GitHub; a local Git backend when run on this machine).
 */

/** Where the editor saves, read from the build's environment (see README, “Keeping the site up to date”). */
export interface EditorBackend {
  /** The GitHub repository, `owner/name` (EDITOR_REPOSITORY, else GITHUB_REPOSITORY in GitHub Actions). */
  repo: string | undefined;
  branch: string;
  /** The OAuth service maintainers sign in through (EDITOR_AUTH_URL), and the site it knows this one as (EDITOR_AUTH_SITE). */
  authUrl: string | undefined;
  authSite: string | undefined;
}

export function editorBackendFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): EditorBackend {
  const clean = (value: string | undefined) => value?.trim() || undefined;
  return {
    repo: clean(env.EDITOR_REPOSITORY) ?? clean(env.GITHUB_REPOSITORY),
    branch: clean(env.EDITOR_BRANCH) ?? 'main',
    authUrl: clean(env.EDITOR_AUTH_URL),
    authSite: clean(env.EDITOR_AUTH_SITE),
  };
}

/** The port of the local Git backend (`npm run editor` starts it): the editor finds it when opened on this machine. */
export const LOCAL_EDITOR_BACKEND_PORT = 8081;

type DecapCollection = Record<string, unknown>;

/** The field vocabulary of an edition: the editor's words, with the choices the site already words (roles, results). */
function vocabularyOf(ed: Edition): FieldVocabulary {
  return {
    fields: ed.words.editorFields,
    choices: {
      ...ed.words.editor.choices,
      'members/role': ed.words.expedition.facts.roles,
      result: ed.words.expedition.results.tableWording,
    },
  };
}

function fieldsOf(kind: EditorCollection['kind'] | EditorFile['kind'], vocabulary: FieldVocabulary, used: Set<string>): DecapField[] {
  const schema = recordFileSchemas[kind];
  const source = recordSources[kind];
  // A folder holds one record per file: the list schema's entry is the record.
  const record = source.kind === 'folder' ? schemaParts(schema).element! : schema;
  const walk = new DecapFieldWalk(kind, vocabulary);
  const fields = walk.record(record);
  for (const key of walk.wordsUsed()) used.add(key);
  return fields;
}

/** The editor's configuration with its interface in the edition's language, and the word keys it used. */
export function decapConfig(ed: Edition, backend: EditorBackend): { config: Record<string, unknown>; wordsUsed: ReadonlySet<string> } {
  const vocabulary = vocabularyOf(ed);
  const used = new Set<string>();
  const w = ed.words.editor;
  const folders: DecapCollection[] = editorCollections.map((collection) => {
    const source = recordSources[collection.kind];
    if (source.kind !== 'folder') throw new Error(`lib/editor/collections.ts: ${collection.kind} is not a folder of records`);
    const words = w.collections[collection.kind];
    return {
      name: collection.kind,
      label: words.label,
      label_singular: words.singular,
      description: words.description,
      folder: `content/${source.folder}`,
      extension: 'yml',
      format: 'yml',
      create: true,
      delete: false,
      identifier_field: source.key,
      slug: `{{fields.${source.key}}}`,
      summary: collection.summaryTemplate,
      sortable_fields: collection.sortBy,
      i18n: true,
      preview_path: collection.previewPath,
      fields: fieldsOf(collection.kind, vocabulary, used),
    };
  });
  const site: DecapCollection = {
    name: 'site',
    label: w.collections.site.label,
    description: w.collections.site.description,
    i18n: { structure: 'single_file' },
    delete: false,
    files: editorFiles.map((file) => {
      const source = recordSources[file.kind];
      if (source.kind !== 'file') throw new Error(`lib/editor/collections.ts: ${file.kind} is not a one-file record`);
      return {
        name: file.kind,
        label: w.collections[file.kind].label,
        file: `content/${source.file}`,
        format: 'yml',
        i18n: true,
        preview_path: file.previewPath,
        fields: fieldsOf(file.kind, vocabulary, used),
      };
    }),
  };
  const config = {
    load_config_file: false,
    locale: ed.lang,
    site_url: SITE_URL,
    display_url: SITE_URL,
    backend: {
      name: 'github',
      repo: backend.repo ?? 'owner/repository',
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      ...(backend.authSite ? { site_domain: backend.authSite } : {}),
      // Each save is a pull request; its checks and preview run there (.github/workflows/deploy.yml).
      preview_context: 'preview',
      squash_merges: true,
    },
    local_backend: { url: `http://localhost:${LOCAL_EDITOR_BACKEND_PORT}/api/v1` },
    publish_mode: 'editorial_workflow',
    // Photos are published through the gallery tool, which strips their metadata; the editor uploads none.
    media_folder: 'content/uploads',
    public_folder: '/uploads',
    i18n: { structure: 'multiple_files', locales: [...langs], default_locale: BASE_LANG },
    collections: [...folders, site],
  };
  return { config, wordsUsed: used };
}
