import CardListCore
print("cardlist")
