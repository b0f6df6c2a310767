import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '../../../../lib/router';
import type { PublicPlanAlert } from '@forma/contract/purchase/purchase.schemas';
import { externalLinks } from '../../../../lib/external-links';
import { publicPlanTexts as p } from '../../purchase.messages';

type Props = {
  alerts: readonly PublicPlanAlert[];
  /** Where 'here' of the archived alert leads: the coach's programs. */
  coachPlansPath: string;
  /** 'Click here' of a payment problem: the Payment Information modal. */
  onPaymentInformation: () => void;
};

const colours: Record<PublicPlanAlert['kind'], string> = {
  coach_viewing: 'blue',
  archived: 'gray',
  private: 'orange',
  coach_restricted: 'red',
  cannot_take_payments: 'orange',
  payment_problem: 'red',
};

/**
 * A link on an alert's tinted background takes the alert's text colour, underlined: the primary
 * link colour is measured against light grey, not against a light red or blue.
 */
const inAlert = { size: 'sm', c: 'inherit', underline: 'always' } as const;

function Extra({
  kind,
  coachPlansPath,
  onPaymentInformation,
}: Omit<Props, 'alerts'> & { kind: PublicPlanAlert['kind'] }) {
  switch (kind) {
    case 'coach_viewing':
      return (
        <Anchor {...inAlert} href={externalLinks.helpCentre} target="_blank" rel="noreferrer">
          {p.coachHelp}
        </Anchor>
      );
    case 'archived':
      return (
        <Text size="sm">
          {p.archivedLink}:{' '}
          <Anchor {...inAlert} component={Link} to={coachPlansPath}>
            {p.here}
          </Anchor>
        </Text>
      );
    case 'payment_problem':
      return (
        <Anchor {...inAlert} component="button" type="button" onClick={onPaymentInformation}>
          {p.paymentClickHere}
        </Anchor>
      );
    default:
      return null;
  }
}

/** Every alert of spec 2.7 the server found for this viewer, with its link. */
export function PlanAlerts({ alerts, ...links }: Props) {
  return alerts.map((alert) => (
    <Alert key={alert.kind} color={colours[alert.kind]} variant="light" data-kind={alert.kind}>
      <Stack gap={4}>
        {alert.messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
        <Extra kind={alert.kind} {...links} />
      </Stack>
    </Alert>
  ));
}
