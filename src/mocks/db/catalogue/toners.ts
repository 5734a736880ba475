import type { DepartmentSpec } from './spec';

export const toners: DepartmentSpec = {
  name: 'Tonery i tusze',
  iconClass: 'icon-toner',
  colour: '#263238',
  groups: [
    {
      name: 'Tonery',
      leaves: [
        { name: 'Tonery oryginalne', picto: 'toner', supply: 'tonerOem' },
        { name: 'Tonery zamienne', picto: 'toner', supply: 'tonerCompatible' },
        { name: 'Bębny i zespoły bębna', picto: 'drum', supply: 'drum' },
      ],
    },
    {
      name: 'Tusze',
      leaves: [
        { name: 'Tusze oryginalne', picto: 'ink', supply: 'inkOem' },
        { name: 'Tusze zamienne', picto: 'ink', supply: 'inkCompatible' },
      ],
    },
    {
      name: 'Taśmy',
      leaves: [
        { name: 'Taśmy barwiące', picto: 'ribbon', supply: 'ribbon' },
        { name: 'Taśmy do drukarek etykiet', picto: 'label', supply: 'labelTape' },
      ],
    },
  ],
};
