import { useParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { FeeScheduleSection } from '../money/FeeScheduleSection';
import { MoneySettingsSection } from '../money/MoneySettingsSection';
import { ApiKeysSection } from './ApiKeysSection';
import { InspectionAreasSection } from './InspectionAreasSection';
import { InspectionTypesSection } from './InspectionTypesSection';
import { MembersSection } from './MembersSection';
import { MultiproofSection } from './MultiproofSection';
import { StaffAccessSection } from './StaffAccessSection';

/** A council admin's page (issue 18 points 1, 6, 7), at a route with the council's id (`:councilId`). */
export default function CouncilAdminPage() {
  const councilId = Number(useParams().councilId);
  return (
    <div>
      <PageHeading>Manage the council</PageHeading>
      <MembersSection councilId={councilId} />
      <MultiproofSection councilId={councilId} />
      <ApiKeysSection councilId={councilId} />
      <StaffAccessSection councilId={councilId} />
      <FeeScheduleSection councilId={councilId} />
      <MoneySettingsSection councilId={councilId} />
      <InspectionTypesSection councilId={councilId} />
      <InspectionAreasSection councilId={councilId} />
    </div>
  );
}
