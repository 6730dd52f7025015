public enum CardListCore {}
