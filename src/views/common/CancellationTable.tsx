import { Table, TableContainer, Tbody, Td, Th, Thead, Tr } from '@chakra-ui/react';
import type { RuleRow } from '../../../domain/cancellationRules';

/** An option's cancellation rules as a table: from when, until when, what cancelling then costs. */
export function CancellationTable({ rows }: { rows: RuleRow[] }) {
  if (rows.length === 0) return null;
  return (
    <TableContainer>
      <Table size="sm">
        <Thead>
          <Tr>
            <Th>From</Th>
            <Th>Until</Th>
            <Th>Charge</Th>
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((r) => (
            <Tr key={`${r.from}-${r.to}`}>
              <Td whiteSpace="normal">{r.from}</Td>
              <Td whiteSpace="normal">{r.to}</Td>
              <Td whiteSpace="normal" color={r.free ? 'green.800' : 'gray.800'}>
                {r.charge}
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </TableContainer>
  );
}
