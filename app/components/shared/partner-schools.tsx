// The schools whose libraries offer 研途, as a plain list (it is content, not decoration).
import { List, Title } from "@mantine/core";

export function PartnerSchools({ schools }: { schools: Array<{ id: number; name: string }> }) {
  return (
    <section aria-labelledby="partner-schools-title">
      <Title order={2} id="partner-schools-title" fz="lg" mb="xs">
        合作院校
      </Title>
      <List spacing={4}>
        {schools.map((school) => (
          <List.Item key={school.id}>{school.name}</List.Item>
        ))}
      </List>
    </section>
  );
}
