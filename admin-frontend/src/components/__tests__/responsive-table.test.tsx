import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../testing/viewport';
import { ResponsiveTable, type ResponsiveColumn } from '../responsive-table';

type Pet = { id: string; name: string; species: string; status: string };

const PETS: Pet[] = [
  { id: 'p1', name: 'Biscuit', species: 'Dog', status: 'Printed' },
  { id: 'p2', name: 'Mochi', species: 'Cat', status: 'Waiting' },
];

const COLUMNS: ResponsiveColumn<Pet>[] = [
  { label: 'Species', render: (pet) => pet.species },
  { label: 'Name', primary: true, render: (pet) => <a href={`/pets/${pet.id}`}>{pet.name}</a> },
  { label: 'Status', card: 'chip', render: (pet) => <span>{pet.status}</span> },
  { label: 'Actions', card: 'action', render: (pet) => <button type="button">Retry {pet.name}</button> },
];

function renderPets(rows: Pet[] = PETS) {
  return render(
    <>
      <h3 id="pets-title">Pets ({rows.length})</h3>
      <ResponsiveTable
        labelledBy="pets-title"
        columns={COLUMNS}
        rows={rows}
        rowKey={(pet) => pet.id}
        empty="No pets"
      />
    </>,
  );
}

describe('ResponsiveTable on a desktop', () => {
  it('is a table named by its heading, with a header per column (the action header for screen readers) and a row per item', () => {
    renderPets();
    const table = screen.getByRole('table', { name: 'Pets (2)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Species', 'Name', 'Status', 'Actions']);
    const row = within(table).getByRole('row', { name: /Mochi/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Cat', 'Mochi', 'Waiting', 'Retry Mochi']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty text as a row of the table', () => {
    render(
      <ResponsiveTable label="Pets" columns={COLUMNS} rows={[]} rowKey={(pet) => pet.id} empty="No pets" />,
    );
    const table = screen.getByRole('table', { name: 'Pets' });
    expect(within(table).getByRole('cell', { name: 'No pets' })).toHaveAttribute('colspan', '4');
  });
});

describe('ResponsiveTable on a phone (375 px)', () => {
  atScreenWidth(375);

  it('is a list of cards with the same name: the primary column as the title, chips, labelled fields and actions', () => {
    renderPets();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Pets (2)' });
    const [biscuit, mochi] = within(list).getAllByRole('listitem');
    if (!biscuit || !mochi) throw new Error('expected two cards');
    expect(within(biscuit).getByRole('link', { name: 'Biscuit' })).toHaveAttribute('href', '/pets/p1');
    expect(within(biscuit).getByText('Printed')).toBeInTheDocument();
    // The other columns are label / value pairs; the title, chips and actions are not repeated among them.
    expect(
      within(mochi)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Species']);
    expect(within(mochi).getByRole('definition')).toHaveTextContent('Cat');
    expect(within(mochi).getByRole('button', { name: 'Retry Mochi' })).toBeInTheDocument();
  });

  it('shows the empty text instead of an empty list', () => {
    render(
      <ResponsiveTable label="Pets" columns={COLUMNS} rows={[]} rowKey={(pet) => pet.id} empty="No pets" />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No pets')).toBeInTheDocument();
  });
});
