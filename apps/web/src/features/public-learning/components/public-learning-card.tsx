import { AspectRatio, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicLearningCard as Item } from '@portal/shared';

/** A public learning item in a list: cover, title, short description; links to the item. */
export function PublicLearningCard(props: { item: Item }) {
  const { item } = props;
  return (
    <Card
      component={Link}
      to={`/public-learning/${item.id}`}
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      data-testid="public-learning-card"
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="gray.1">
          {item.image ? <Image src={item.image} alt="" fit="cover" /> : <div />}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={2}>
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
        {item.desc}
      </Text>
    </Card>
  );
}
