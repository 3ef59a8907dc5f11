import { Link } from 'react-router';
import {
  primaryKeyOf,
  visibleFields,
  type Row,
  type TableSchema,
} from '../../shared/schema-validation';
import { detailHref, formatCell } from './cells';

const primary =
  'inline-flex min-h-9 items-center rounded-md bg-wine px-3 text-sm font-semibold text-white hover:bg-wine-dark';

/**
 * One list cell as the schema wants it shown: the first column as a link to the row's page
 * (`x-detail`: the order page, an audit entry), a flag (`x-flag`) as a warning badge,
 * everything else as text.
 */
export function CellView({ schema, name, row }: { schema: TableSchema; name: string; row: Row }) {
  const field = schema.properties[name];
  const text = formatCell(name, field, row[name], undefined, row);
  const href =
    name === visibleFields(schema)[0] ? detailHref(schema, row[primaryKeyOf(schema)]) : null;
  if (href) {
    return (
      <Link
        to={href}
        className="font-medium text-wine underline decoration-wine/30 underline-offset-2 hover:decoration-wine"
      >
        {text}
      </Link>
    );
  }
  if (field?.['x-flag'] && text) {
    return (
      <span
        title={field.description}
        className="inline-flex rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200"
      >
        {text}
      </span>
    );
  }
  return <>{text}</>;
}

/**
 * The list's create button as the schema says: the schema form ("Neu erstellen"), a page of
 * its own (`x-create` with a link: "Gratisexemplar" on orders), or none (`x-create: false`, a
 * read-only table).
 */
export function CreateAction({ schema, onCreate }: { schema: TableSchema; onCreate: () => void }) {
  const create = schema['x-create'];
  if (create === false || schema['x-readonly']) return null;
  if (create) {
    return (
      <Link to={create.href} className={primary}>
        {create.label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onCreate} className={primary}>
      Neu erstellen
    </button>
  );
}
